import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { TVerifyAnswer } from '../../../src/service/api/api-contract.ts';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { sha256Hex } from './sha256.ts';
import { formFromQuery, type TVerifyForm, toVerifyRequest } from './verify-form.ts';
import { VerifyFormView } from './verify-form-view.tsx';
import { VerifyOutcome } from './verify-outcome.tsx';

/** Floats listed before "show all": a slot round with a long feature draws hundreds. */
const FLOATS_PREVIEW = 24;

type TResult = { answer: TVerifyAnswer; localHash: string | null };

function HashCheck({ result, commitment }: { result: TResult; commitment: string }): ReactNode {
  const { answer, localHash } = result;
  const isLocalAgreeing = localHash === null || localHash === answer.serverSeedHash;
  return (
    <div className="hash-check">
      <div className="seed-row">
        <span className="seed-label">{t('verify.sha256')}</span>
        <code className="seed-value">{localHash ?? answer.serverSeedHash}</code>
      </div>
      {localHash === null ? <p className="hint">{t('verify.noLocalHash')}</p> : null}
      {!isLocalAgreeing ? <p className="verdict is-bad">{t('verify.localMismatch')}</p> : null}
      {commitment ? (
        <p className={`verdict ${answer.isCommitmentValid ? 'is-good' : 'is-bad'}`}>
          {answer.isCommitmentValid ? t('verify.commitmentOk') : t('verify.commitmentBad')}
        </p>
      ) : (
        <p className="hint">{t('verify.compareHint')}</p>
      )}
    </div>
  );
}

export function VerifyPage({ query }: { query: URLSearchParams }): ReactNode {
  const [form, setForm] = useState<TVerifyForm>(() => formFromQuery(query));
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [isBusy, setBusy] = useState(false);

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = toVerifyRequest(form);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    setBusy(true);
    try {
      const [answer, localHash] = await Promise.all([
        houseApi.verify(checked.request),
        sha256Hex(form.serverSeed),
      ]);
      setResult({ answer, localHash });
    } catch (error) {
      setProblem(`errors.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  // A link that carries a whole round (seeds and nonce) is checked as soon as the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    document.title = `${t('verify.title')} · ${t('shell.brand')}`;
    if (form.serverSeed && form.clientSeed && form.nonce) void verify();
  }, []);

  return (
    <main className="doc-page">
      <header className="doc-hero is-verify">
        <div>
          <p className="doc-kicker">{t('fair.title')}</p>
          <h1>{t('verify.title')}</h1>
          <p className="hint">{t('verify.intro')}</p>
        </div>
      </header>
      <VerifyFormView form={form} setForm={setForm} problem={problem} isBusy={isBusy} onSubmit={verify} />
      {result ? <VerifyResult result={result} commitment={form.hash} /> : null}
    </main>
  );
}

function VerifyResult({ result, commitment }: { result: TResult; commitment: string }): ReactNode {
  const [showAllFloats, setShowAllFloats] = useState(false);
  const floats = result.answer.floats;
  return (
    <section className="doc-section verify-result">
      <h2>{t('verify.resultTitle')}</h2>
      <HashCheck result={result} commitment={commitment} />
      <VerifyOutcome outcome={result.answer.outcome} />
      <h3>{t('verify.floats', { count: floats.length })}</h3>
      <ol className="float-list" start={0}>
        {(showAllFloats ? floats : floats.slice(0, FLOATS_PREVIEW)).map((float, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stream's order is its identity
          <li key={index}>{float.toFixed(10)}</li>
        ))}
      </ol>
      {floats.length > FLOATS_PREVIEW && !showAllFloats ? (
        <button type="button" className="ghost-button" onClick={() => setShowAllFloats(true)}>
          {t('verify.showAll')}
        </button>
      ) : null}
    </section>
  );
}

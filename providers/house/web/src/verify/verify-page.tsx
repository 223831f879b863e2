import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FISH_SPECIES } from '../../../src/games/fish/fish-rules.ts';
import type { TVerifyAnswer } from '../../../src/service/api/api-contract.ts';
import { HOUSE_GAME_REGISTRY } from '../../../src/service/api/game-registry.ts';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import { sha256Hex } from './sha256.ts';
import { formFromQuery, type TVerifyForm, toVerifyRequest } from './verify-form.ts';
import { VerifyOutcome } from './verify-outcome.tsx';

/** Floats listed before "show all": a slot round with a long feature draws hundreds. */
const FLOATS_PREVIEW = 24;

type TResult = { answer: TVerifyAnswer; localHash: string | null };

/** A labelled control: `id` ties the label to the input passed as children. */
function Field({
  id,
  label,
  children,
  hint,
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: string;
}): ReactNode {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small className="hint">{hint}</small> : null}
    </div>
  );
}

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
  const [showAllFloats, setShowAllFloats] = useState(false);
  const game = HOUSE_GAME_REGISTRY.find((entry) => entry.gameId === form.gameId);
  const set = (name: keyof TVerifyForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });

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

  const floats = result?.answer.floats ?? [];
  return (
    <main className="doc-page">
      <header className="doc-hero is-verify">
        <div>
          <p className="doc-kicker">{t('fair.title')}</p>
          <h1>{t('verify.title')}</h1>
          <p className="hint">{t('verify.intro')}</p>
        </div>
      </header>
      <form className="doc-section verify-form" onSubmit={verify}>
        <Field id="v-game" label={t('verify.game')}>
          <select id="v-game" value={form.gameId} onChange={set('gameId')}>
            {HOUSE_GAME_REGISTRY.map((entry) => (
              <option key={entry.gameId} value={entry.gameId}>
                {t(gameNameKey(entry.gameId))} ({entry.category})
              </option>
            ))}
          </select>
        </Field>
        <Field id="v-server-seed" label={t('fair.serverSeed')} hint={t('verify.serverSeedHint')}>
          <input
            id="v-server-seed"
            value={form.serverSeed}
            onChange={set('serverSeed')}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        <Field
          id="v-client-seed"
          label={t('fair.clientSeed')}
          hint={game?.kind === 'events' ? t('verify.eventsHint') : undefined}
        >
          <input
            id="v-client-seed"
            value={form.clientSeed}
            onChange={set('clientSeed')}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        <div className="field-row">
          <Field id="v-nonce" label={t('verify.nonce')}>
            <input
              id="v-nonce"
              value={form.nonce}
              onChange={set('nonce')}
              inputMode="numeric"
              maxLength={15}
            />
          </Field>
          {game?.kind === 'slot' || game?.kind === 'fish' ? (
            <Field id="v-bet" label={t('verify.bet')}>
              <input
                id="v-bet"
                value={form.bet}
                onChange={set('bet')}
                inputMode="decimal"
                maxLength={13}
                placeholder="1.00"
              />
            </Field>
          ) : null}
          {game?.kind === 'fish' ? (
            <Field id="v-species" label={t('rules.fish.species')}>
              <select id="v-species" value={form.species} onChange={set('species')}>
                {FISH_SPECIES.map((species) => (
                  <option key={species.id} value={species.id}>
                    {t(species.nameKey)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
        <Field id="v-hash" label={t('verify.commitment')} hint={t('verify.commitmentHint')}>
          <input
            id="v-hash"
            value={form.hash}
            onChange={set('hash')}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        {problem ? <p className="verdict is-bad">{t(problem)}</p> : null}
        <button type="submit" className="primary-button" disabled={isBusy}>
          {isBusy ? t('verify.checking') : t('verify.submit')}
        </button>
      </form>
      {result ? (
        <section className="doc-section verify-result">
          <h2>{t('verify.resultTitle')}</h2>
          <HashCheck result={result} commitment={form.hash} />
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
      ) : null}
    </main>
  );
}

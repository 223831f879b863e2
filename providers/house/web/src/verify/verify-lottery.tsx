import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { LOTTERY_GAMES } from '../../../src/games/lottery/lottery-catalog.ts';
import { HOUSE_GAME_REGISTRY } from '../../../src/service/api/game-registry.ts';
import type { TLotteryIssueCheck } from '../../../src/verify/verify-lottery-issue.ts';
import { ResultView } from '../lottery/result-view.tsx';
import { errorCodeOf } from '../shared/house-api.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import {
  formWithProof,
  loadLotteryProof,
  lotteryFormFromQuery,
  type TLotteryEvidence,
  type TLotteryVerifyForm,
  verifyLotteryForm,
} from './verify-lottery-form.ts';

const FLOATS_PREVIEW = 24;
type TEvidenceFor = { gameId: string; issueNo: string; evidence: TLotteryEvidence };

/**
 * Verify a lottery draw (decision 036): the issue's revealed seed and entropy recomputed in the browser
 * with the game's own draw code; the public proof adds the chain anchor, the slips' client seeds and the
 * published result, each checked here. `onOtherGame` hands a non-lottery game back to the round form.
 */
export function VerifyLottery({
  query,
  onOtherGame,
}: {
  query: URLSearchParams;
  onOtherGame: (gameId: string) => void;
}): ReactNode {
  const [form, setForm] = useState<TLotteryVerifyForm>(() => lotteryFormFromQuery(query));
  const [proven, setProven] = useState<TEvidenceFor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<TLotteryIssueCheck | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = (current: TLotteryVerifyForm, known: TEvidenceFor | null) => {
    const applies = known && known.gameId === current.gameId && known.issueNo === current.issueNo;
    const checked = verifyLotteryForm(current, applies ? known.evidence : null);
    if ('problem' in checked) {
      setProblem(checked.problem);
      setCheck(null);
      return;
    }
    setProblem(null);
    setCheck(checked.check);
  };

  /** Fetches the issue's proof (data only), fills what the form lacks, then recomputes here. */
  const load = async (current: TLotteryVerifyForm) => {
    setBusy(true);
    try {
      const { proof, evidence } = await loadLotteryProof(current.gameId, current.issueNo);
      const filled = formWithProof(current, proof);
      const known = { gameId: current.gameId, issueNo: current.issueNo, evidence };
      setForm(filled);
      setProven(known);
      if (proof.resultSource !== 'house') {
        // An official lottery's result: the house's seed did not make it, there is nothing to recompute.
        setProblem('verify.lottery.official');
        setCheck(null);
      } else if (!proof.issue.serverSeed) setProblem('verify.lottery.notDrawn');
      else run(filled, known);
    } catch (error) {
      setProblem(`errors.${errorCodeOf(error)}`);
      // Without the proof the seeds typed in are still recomputed.
      if (current.serverSeed && current.entropy) run(current, null);
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    document.title = `${t('verify.lottery.title')} · ${t('shell.brand')}`;
    if (form.issueNo) void load(form);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isProven = proven?.gameId === form.gameId && proven.issueNo === form.issueNo;
    if (!isProven && /^[0-9-]{8,20}$/.test(form.issueNo)) void load(form);
    else run(form, proven);
  };

  return (
    <main className="doc-page">
      <header className="doc-hero is-verify">
        <div>
          <p className="doc-kicker">{t('fair.title')}</p>
          <h1>{t('verify.lottery.title')}</h1>
          <p className="hint">{t('verify.lottery.intro')}</p>
        </div>
      </header>
      <LotteryForm
        form={form}
        setForm={setForm}
        onOtherGame={onOtherGame}
        problem={problem}
        isBusy={isBusy}
        onSubmit={submit}
      />
      {check ? <LotteryResult check={check} form={form} evidence={proven?.evidence ?? null} /> : null}
      <HowDerived />
    </main>
  );
}

function LotteryForm({
  form,
  setForm,
  onOtherGame,
  problem,
  isBusy,
  onSubmit,
}: {
  form: TLotteryVerifyForm;
  setForm: (form: TLotteryVerifyForm) => void;
  onOtherGame: (gameId: string) => void;
  problem: string | null;
  isBusy: boolean;
  onSubmit: (event: FormEvent) => void;
}): ReactNode {
  const set = (name: keyof TLotteryVerifyForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value.trim() });
  const isLottery = new Set(LOTTERY_GAMES.map((game) => game.gameId));
  const seedField = (id: string, name: 'serverSeed' | 'entropy' | 'hash', label: string, hint: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={form[name]}
        onChange={set(name)}
        maxLength={64}
        spellCheck={false}
        autoComplete="off"
      />
      <small className="hint">{hint}</small>
    </div>
  );
  return (
    <form className="doc-section verify-form" onSubmit={onSubmit}>
      <div className="field-row is-wide">
        <div className="field">
          <label htmlFor="vl-game">{t('verify.game')}</label>
          <select
            id="vl-game"
            value={form.gameId}
            onChange={(event) =>
              isLottery.has(event.target.value)
                ? setForm({ ...form, gameId: event.target.value })
                : onOtherGame(event.target.value)
            }
          >
            {HOUSE_GAME_REGISTRY.map((entry) => (
              <option key={entry.gameId} value={entry.gameId}>
                {t(gameNameKey(entry.gameId))} ({entry.category})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="vl-issue">{t('verify.lottery.issue')}</label>
          <input
            id="vl-issue"
            value={form.issueNo}
            onChange={set('issueNo')}
            maxLength={20}
            inputMode="numeric"
          />
        </div>
      </div>
      {seedField('vl-seed', 'serverSeed', t('fair.serverSeed'), t('verify.lottery.seedHint'))}
      {seedField('vl-entropy', 'entropy', t('verify.lottery.entropy'), t('verify.lottery.entropyHint'))}
      {seedField('vl-hash', 'hash', t('verify.commitment'), t('verify.lottery.hashHint'))}
      {problem ? <p className="verdict is-bad">{t(problem)}</p> : null}
      <button type="submit" className="primary-button" disabled={isBusy}>
        {isBusy ? t('verify.checking') : t('verify.submit')}
      </button>
    </form>
  );
}

function Check({ value, good, bad }: { value: boolean | null; good: string; bad: string }): ReactNode {
  if (value === null) return null;
  return <p className={`verdict ${value ? 'is-good' : 'is-bad'}`}>{value ? good : bad}</p>;
}

function LotteryResult({
  check,
  form,
  evidence,
}: {
  check: TLotteryIssueCheck;
  form: TLotteryVerifyForm;
  evidence: TLotteryEvidence | null;
}): ReactNode {
  const [showAll, setShowAll] = useState(false);
  const checks = [check.isCommitmentValid, check.isInChain, check.isEntropyValid, check.isPublishedAgreeing];
  const isMatch = checks.every((value) => value !== false);
  return (
    <section className="doc-section verify-result" aria-live="polite" data-testid="lottery-verdict">
      <h2>{t('verify.resultTitle')}</h2>
      <p className={`verify-overall ${isMatch ? 'is-good' : 'is-bad'}`}>
        {t(isMatch ? 'verify.lottery.match' : 'verify.lottery.mismatch', { issue: form.issueNo })}
      </p>
      <ResultView result={check.result} size="md" />
      <p className="hint">{t(`lottery.families.${check.family}`)}</p>
      <p className="hint">{t('verify.computedHere')}</p>
      <div className="hash-check">
        <div className="seed-row">
          <span className="seed-label">{t('verify.sha256')}</span>
          <code className="seed-value">{check.serverSeedHash}</code>
        </div>
        <Check
          value={check.isCommitmentValid}
          good={t('verify.lottery.commitmentOk')}
          bad={t('verify.commitmentBad')}
        />
        {evidence ? (
          <div className="seed-row">
            <span className="seed-label">
              {t('verify.lottery.anchor', { position: evidence.chainPosition })}
            </span>
            <code className="seed-value">{evidence.chainAnchor}</code>
          </div>
        ) : null}
        <Check value={check.isInChain} good={t('verify.lottery.chainOk')} bad={t('verify.chainBad')} />
        {evidence ? (
          <p className="hint">{t('verify.lottery.contributions', { count: evidence.contributionsTotal })}</p>
        ) : null}
        {evidence && evidence.contributions === null ? (
          <p className="hint">{t('verify.lottery.tooMany')}</p>
        ) : null}
        <Check
          value={check.isEntropyValid}
          good={t('verify.lottery.entropyOk')}
          bad={t('verify.lottery.entropyBad')}
        />
        <Check
          value={check.isPublishedAgreeing}
          good={t('verify.lottery.publishedOk')}
          bad={t('verify.lottery.publishedBad')}
        />
      </div>
      <h3>{t('verify.floats', { count: check.floats.length })}</h3>
      <ol className="float-list" start={0}>
        {(showAll ? check.floats : check.floats.slice(0, FLOATS_PREVIEW)).map((float, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stream's order is its identity
          <li key={index}>{float.toFixed(10)}</li>
        ))}
      </ol>
      {check.floats.length > FLOATS_PREVIEW && !showAll ? (
        <button type="button" className="ghost-button" onClick={() => setShowAll(true)}>
          {t('verify.showAll')}
        </button>
      ) : null}
    </section>
  );
}

/** How a draw is made, step by step (decision 033), in the player's language. */
function HowDerived(): ReactNode {
  return (
    <section className="doc-section verify-how">
      <h2>{t('verify.lottery.how.title')}</h2>
      <ol>
        {(['commit', 'entropy', 'stream', 'draw', 'reveal'] as const).map((step) => (
          <li key={step}>{t(`verify.lottery.how.${step}`)}</li>
        ))}
      </ol>
      <pre className="verify-formula">
        {'label   = gameClientSeed + ":" + issueNo\n'}
        {'entropy = SHA-256(label + "\\n" + sorted distinct slip client seeds, one a line)\n'}
        {'float_k = HMAC-SHA256(serverSeed, entropy + ":0:" + ⌊k/8⌋) bytes 4(k mod 8)…+3 / 2^32\n'}
        {'check   = SHA-256(serverSeed) = hash;  SHA-256("chain:" + seed) … = anchor'}
      </pre>
    </section>
  );
}

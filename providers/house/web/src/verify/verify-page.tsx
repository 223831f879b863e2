import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { errorCodeOf } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { Verdict } from './verdict.tsx';
import { formFromQuery, type TVerifyForm } from './verify-form.ts';
import { VerifyFormView } from './verify-form-view.tsx';
import { VerifyLottery } from './verify-lottery.tsx';
import { isLotteryGame } from './verify-lottery-form.ts';
import { VerifyOutcome } from './verify-outcome.tsx';
import {
  loadProof,
  NO_EVIDENCE,
  type TEvidence,
  type TLocalVerdict,
  type TMatchEvidence,
  verifyLocally,
} from './verify-proof.ts';

/** Floats listed before "show all": a slot round with a long feature draws hundreds. */
const FLOATS_PREVIEW = 24;

function HashCheck({ verdict, commitment }: { verdict: TLocalVerdict; commitment: string }): ReactNode {
  const { answer } = verdict;
  return (
    <div className="hash-check">
      <div className="seed-row">
        <span className="seed-label">{t('verify.sha256')}</span>
        <code className="seed-value">{answer.serverSeedHash}</code>
      </div>
      <p className="hint">{t('verify.computedHere')}</p>
      {commitment ? (
        <Verdict
          isGood={answer.isCommitmentValid === true}
          good="verify.commitmentOk"
          bad="verify.commitmentBad"
          testId="verify-commitment-verdict"
        />
      ) : (
        <p className="hint">{t('verify.compareHint')}</p>
      )}
    </div>
  );
}

/** The event match's own checks: chain membership, entropy from the listed bets, the published board. */
function MatchChecks({ verdict, evidence }: { verdict: TLocalVerdict; evidence: TMatchEvidence | null }) {
  const { matchChecks, isPublishedAgreeing } = verdict;
  if (matchChecks === null || evidence === null) return null;
  return (
    <div className="hash-check">
      {evidence.chain ? (
        <div className="seed-row">
          <span className="seed-label">
            {t('verify.chainAnchor', { chain: evidence.chain.chainNo, position: evidence.chain.position })}
          </span>
          <code className="seed-value">{evidence.chain.anchor}</code>
        </div>
      ) : (
        <p className="hint">{t('verify.legacyMatch')}</p>
      )}
      {matchChecks.isInChain !== null ? (
        <Verdict isGood={matchChecks.isInChain} good="verify.chainOk" bad="verify.chainBad" />
      ) : null}
      {matchChecks.isEntropyValid !== null ? (
        <>
          <p className="hint">{t('verify.contributions', { count: evidence.contributions.length })}</p>
          <Verdict isGood={matchChecks.isEntropyValid} good="verify.entropyOk" bad="verify.entropyBad" />
        </>
      ) : null}
      {isPublishedAgreeing !== null ? (
        <Verdict isGood={isPublishedAgreeing} good="verify.publishedOk" bad="verify.publishedBad" />
      ) : null}
    </div>
  );
}

/**
 * The verify page: a lottery issue (decision 036) or a round of any other house game, by the game of the
 * link; choosing a game of the other kind in the form switches between the two.
 */
export function VerifyPage({ query }: { query: URLSearchParams }): ReactNode {
  const [shown, setShown] = useState<{ query: URLSearchParams; isLottery: boolean }>(() => ({
    query,
    isLottery: isLotteryGame(query.get('game')),
  }));
  const switchTo = (gameId: string) =>
    setShown({ query: new URLSearchParams({ game: gameId }), isLottery: isLotteryGame(gameId) });
  return shown.isLottery ? (
    <VerifyLottery key={shown.query.toString()} query={shown.query} onOtherGame={switchTo} />
  ) : (
    <RoundVerify key={shown.query.toString()} query={shown.query} onLotteryGame={switchTo} />
  );
}

function RoundVerify({
  query,
  onLotteryGame,
}: {
  query: URLSearchParams;
  onLotteryGame: (gameId: string) => void;
}): ReactNode {
  const [form, setForm] = useState<TVerifyForm>(() => formFromQuery(query));
  // A lottery draw is checked per issue, by its own form.
  useEffect(() => {
    if (isLotteryGame(form.gameId)) onLotteryGame(form.gameId);
  }, [form.gameId, onLotteryGame]);
  const [evidence, setEvidence] = useState<TEvidence>(NO_EVIDENCE);
  const [problem, setProblem] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<TLocalVerdict | null>(null);
  const [isBusy, setBusy] = useState(false);

  const verify = (event?: FormEvent, current = form, known = evidence) => {
    event?.preventDefault();
    const checked = verifyLocally(current, known);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    setVerdict(checked.verdict);
  };
  // A link that carries a whole round (seeds and nonce, or a round or match id) is checked on opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    document.title = `${t('verify.title')} · ${t('shell.brand')}`;
    setBusy(true);
    loadProof(query, form)
      .then((loaded) => {
        const opened = loaded?.form ?? form;
        if (loaded) {
          setForm(opened);
          setEvidence(loaded.evidence);
        }
        if (loaded && !opened.serverSeed) setProblem('verify.notRevealed');
        else if (opened.serverSeed && opened.clientSeed && opened.nonce)
          verify(undefined, opened, loaded?.evidence ?? NO_EVIDENCE);
      })
      .catch((error: unknown) => setProblem(`errors.${errorCodeOf(error)}`))
      .finally(() => setBusy(false));
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
      {verdict ? <VerifyResult verdict={verdict} evidence={evidence.match} commitment={form.hash} /> : null}
    </main>
  );
}

function VerifyResult({
  verdict,
  evidence,
  commitment,
}: {
  verdict: TLocalVerdict;
  evidence: TMatchEvidence | null;
  commitment: string;
}): ReactNode {
  const [showAllFloats, setShowAllFloats] = useState(false);
  const floats = verdict.answer.floats;
  return (
    <section className="doc-section verify-result">
      <h2>{t('verify.resultTitle')}</h2>
      <HashCheck verdict={verdict} commitment={commitment} />
      <MatchChecks verdict={verdict} evidence={evidence} />
      {verdict.isWinAgreeing !== null ? (
        <Verdict
          isGood={verdict.isWinAgreeing}
          good="verify.winOk"
          bad="verify.winBad"
          testId="verify-win-verdict"
        />
      ) : null}
      <VerifyOutcome outcome={verdict.answer.outcome} />
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

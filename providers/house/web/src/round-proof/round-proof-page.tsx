import { type ReactNode, useEffect, useRef, useState } from 'react';
import { HOUSE_PAGE_PATHS } from '../../../src/service/api/api-contract.ts';
import { postHeight, reportHeight } from '../lottery-recall/frame-height.ts';
import { errorCodeOf, type TPageErrorCode } from '../shared/house-api.ts';
import { currentLanguage, t } from '../shared/i18n.ts';
import { SeedRow } from '../shared/seed-row.tsx';
import { withTheme } from '../shared/theme.ts';
import { Verdict } from '../verify/verdict.tsx';
import { formFromQuery, type TVerifyForm } from '../verify/verify-form.ts';
import { loadProof, type TEvidence, type TLocalVerdict, verifyLocally } from '../verify/verify-proof.ts';

type TProof = { form: TVerifyForm; evidence: TEvidence; verdict: TLocalVerdict | null };
type TState = { proof: TProof | null; error: TPageErrorCode | null };

/**
 * The round's proof as it stands now, checked here: the seeds come from the round proof API (data, never
 * a verdict) and, once revealed, the round is recomputed in this browser with the game's own code — the
 * verify page's loading and checks, one copy (verify-proof.ts).
 */
function useRoundProof(roundId: string | null, recordedHash: string | null): TState {
  const [state, setState] = useState<TState>({ proof: null, error: roundId ? null : 'NOT_FOUND' });
  useEffect(() => {
    if (!roundId) return;
    let isLive = true;
    loadProof(new URLSearchParams({ round: roundId }), formFromQuery(new URLSearchParams()))
      .then((loaded) => {
        if (!isLive || !loaded) return;
        // The commitment the platform recorded when the round ended, when it sent one: checked against
        // that record, the seed shown here cannot stand in for another one.
        const form = recordedHash ? { ...loaded.form, hash: recordedHash } : loaded.form;
        const checked = form.serverSeed ? verifyLocally(form, loaded.evidence) : null;
        const verdict = checked && 'verdict' in checked ? checked.verdict : null;
        setState({ proof: { form, evidence: loaded.evidence, verdict }, error: null });
      })
      .catch((error: unknown) => isLive && setState({ proof: null, error: errorCodeOf(error) }));
    return () => {
      isLive = false;
    };
  }, [roundId, recordedHash]);
  return state;
}

/** True inside another page's frame (the game recall); comparing windows needs no access to the parent. */
function isFramed(): boolean {
  return window.self !== window.top;
}

function verifyPageHref(roundId: string, gameId: string): string {
  const query = new URLSearchParams({ lang: currentLanguage(), game: gameId, round: roundId });
  return `${HOUSE_PAGE_PATHS.verify}?${withTheme(query).toString()}`;
}

/** What each check found, in words (only the checks this proof allows). */
function Checks({ verdict, hasCommitment }: { verdict: TLocalVerdict; hasCommitment: boolean }): ReactNode {
  const { answer, matchChecks, isPublishedAgreeing, isWinAgreeing } = verdict;
  return (
    <section className="proof-checks" aria-label={t('proof.checksTitle')}>
      <p className="hint">{t('proof.checkedHere')}</p>
      {hasCommitment && answer.isCommitmentValid !== null ? (
        <Verdict
          isGood={answer.isCommitmentValid}
          good="verify.commitmentOk"
          bad="verify.commitmentBad"
          testId="proof-commitment-verdict"
        />
      ) : null}
      {matchChecks?.isInChain != null ? (
        <Verdict isGood={matchChecks.isInChain} good="verify.chainOk" bad="verify.chainBad" />
      ) : null}
      {matchChecks?.isEntropyValid != null ? (
        <Verdict isGood={matchChecks.isEntropyValid} good="verify.entropyOk" bad="verify.entropyBad" />
      ) : null}
      {isPublishedAgreeing !== null ? (
        <Verdict isGood={isPublishedAgreeing} good="verify.publishedOk" bad="verify.publishedBad" />
      ) : null}
      {isWinAgreeing !== null ? (
        <Verdict isGood={isWinAgreeing} good="verify.winOk" bad="verify.winBad" testId="proof-win-verdict" />
      ) : null}
    </section>
  );
}

function ProofView({ roundId, proof }: { roundId: string; proof: TProof }): ReactNode {
  const { form, evidence, verdict } = proof;
  const match = evidence.match;
  const isRevealed = form.serverSeed !== '';
  // Framed, the recall above already lists the commitment, client seed and nonce it recorded.
  const isRecalled = isFramed();
  return (
    <>
      <div className="proof-rows">
        {isRecalled ? null : (
          <SeedRow label={t('fair.serverSeedHash')} value={form.hash} testId="proof-hash" />
        )}
        {match ? (
          <>
            <SeedRow label={t('proof.match')} value={match.matchId} />
            {match.chain ? (
              <SeedRow
                label={t('verify.chainAnchor', {
                  chain: match.chain.chainNo,
                  position: match.chain.position,
                })}
                value={match.chain.anchor}
              />
            ) : null}
          </>
        ) : isRecalled ? null : (
          <>
            <SeedRow label={t('fair.clientSeed')} value={form.clientSeed} />
            <SeedRow label={t('verify.nonce')} value={form.nonce} />
          </>
        )}
        {isRevealed ? (
          <SeedRow label={t('fair.serverSeed')} value={form.serverSeed} testId="proof-server-seed" />
        ) : null}
        {match && form.entropy ? <SeedRow label={t('verify.entropy')} value={form.entropy} /> : null}
      </div>
      {isRevealed ? null : (
        <p className="notice is-info" data-testid="proof-not-revealed">
          {t(match ? 'proof.matchPending' : 'proof.notRevealed')}
        </p>
      )}
      {verdict ? <Checks verdict={verdict} hasCommitment={form.hash !== ''} /> : null}
      {/* Framed, the recall beside it links the verify page itself. */}
      {isRecalled ? null : (
        <a
          className="link-button"
          href={verifyPageHref(roundId, form.gameId)}
          target="_blank"
          rel="noopener"
          data-testid="proof-open-verify"
        >
          {t('proof.openVerify')}
        </a>
      )}
    </>
  );
}

/**
 * One round's provably fair proof (/house/proof/<roundId>), which the platform's game recall frames: the
 * commitment shown before play, the server seed once revealed — however many seed changes later — and
 * the round recomputed in the player's browser.
 */
export function RoundProofPage({
  roundId,
  recordedHash,
}: {
  roundId: string | null;
  /** `hash=`: the commitment the platform recorded for the round (64 hex), or null. */
  recordedHash: string | null;
}): ReactNode {
  const { proof, error } = useRoundProof(roundId, recordedHash);
  const content = useRef<HTMLElement>(null);
  useEffect(() => {
    document.title = `${t('proof.title')} · ${t('shell.brand')}`;
    return content.current ? reportHeight(content.current) : undefined;
  }, []);
  // The recall opens with this frame below the fold, where it is not rendered: size it when the proof lands.
  useEffect(() => {
    if (content.current && (proof || error)) postHeight(content.current);
  }, [proof, error]);
  return (
    <main ref={content} className="recall-page proof-page" data-testid="round-proof">
      <header className="recall-head">
        <div>
          <h1>{t('proof.title')}</h1>
          {roundId ? <p className="recall-sub">{t('proof.round', { round: roundId })}</p> : null}
        </div>
      </header>
      {proof && roundId ? <ProofView roundId={roundId} proof={proof} /> : null}
      {!proof && !error ? (
        <p className="recall-note" role="status">
          {t('proof.loading')}
        </p>
      ) : null}
      {!proof && error ? (
        <p className="recall-note is-error" role="alert">
          {error === 'NOT_FOUND' ? t('proof.notFound') : t(`errors.${error}`)}
        </p>
      ) : null}
    </main>
  );
}

import { type ReactNode, useEffect, useState } from 'react';
import type { TSeedChain } from '../../../src/service/api/api-contract.ts';
import { houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';

/**
 * The event game's published seed chains: each anchor commits every match seed of its chain, published
 * days before its first match. A player notes an anchor here and checks later that a match's revealed seed
 * hashes back to it (the verify page does this in the browser).
 */
export function EventChains({ gameId }: { gameId: string }): ReactNode {
  const [chains, setChains] = useState<TSeedChain[] | null>(null);
  const [isFailed, setFailed] = useState(false);
  useEffect(() => {
    houseApi.eventChains(gameId).then(
      (answer) => setChains(answer.chains),
      () => setFailed(true),
    );
  }, [gameId]);
  return (
    <section className="doc-section">
      <h2>{t('rules.events.chainsTitle')}</h2>
      <p>{t('rules.events.chainsIntro')}</p>
      {isFailed ? <p className="hint">{t('errors.NETWORK')}</p> : null}
      {chains !== null && chains.length === 0 ? <p className="hint">{t('rules.events.noChains')}</p> : null}
      {chains !== null && chains.length > 0 ? (
        <div className="table-scroll">
          <table className="doc-table">
            <thead>
              <tr>
                <th>{t('rules.events.chain')}</th>
                <th>{t('rules.events.chainMatches')}</th>
                <th>{t('rules.events.chainAnchor')}</th>
                <th>{t('rules.events.chainPublished')}</th>
              </tr>
            </thead>
            <tbody>
              {chains.map((chain) => (
                <tr key={chain.chainNo}>
                  <td>{chain.chainNo}</td>
                  <td>
                    {chain.firstSeq} – {chain.firstSeq + chain.length - 1}
                  </td>
                  <td>
                    <code className="seed-value">{chain.anchor}</code>
                  </td>
                  <td>{new Date(chain.publishedAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { THouseGameKind } from '../../../src/service/api/api-contract.ts';
import { t } from '../shared/i18n.ts';

/** The provably fair scheme, step by step, and the order in which this game reads its floats. */
export function FairScheme({ kind, verifyHref }: { kind: THouseGameKind; verifyHref: string }): ReactNode {
  return (
    <section className="doc-section">
      <h2>{t('rules.fair.title')}</h2>
      <ol className="steps">
        <li>{t('rules.fair.commit')}</li>
        <li>{t('rules.fair.clientSeed')}</li>
        <li>{t('rules.fair.nonce')}</li>
        <li>
          {t('rules.fair.stream')}
          <pre className="formula">
            {
              'HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":" + cursor)\nfloat = b0/256 + b1/256² + b2/256³ + b3/256⁴'
            }
          </pre>
        </li>
        <li>{t(`rules.fair.order.${kind}`)}</li>
        <li>{t('rules.fair.reveal')}</li>
      </ol>
      <a className="primary-button as-link" href={verifyHref}>
        {t('rules.fair.verifyLink')}
      </a>
    </section>
  );
}

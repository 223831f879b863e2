import { QR_DEFAULTS } from '@tala/contract/constants';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** A relative address means nothing to the phone that scans it: it is encoded against this site. */
function absolute(value: string): string {
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return value;
  }
}

/**
 * A QR code drawn locally as SVG: no remote QR service ever sees the address or an authenticator secret.
 * Dark modules on a white card in both themes, because scanners need the contrast. Size and margin
 * follow QR_DEFAULTS.
 */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  className = '',
  testId = 'qr-code',
}: {
  value: string;
  label: string;
  size?: number;
  margin?: number;
  className?: string;
  testId?: string;
}) {
  const { path, count } = useMemo(() => {
    const qr = QRCode.create(absolute(value), { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const dot = QR_DEFAULTS.dotScale;
    const inset = (1 - dot) / 2;
    let d = '';
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (qr.modules.get(y, x)) d += `M${x + inset} ${y + inset}h${dot}v${dot}h-${dot}z`;
      }
    }
    return { path: d, count: n };
  }, [value]);
  // The margin is in pixels of the final size; convert it into module units of the viewBox.
  const marginUnits = (margin / size) * count;
  const box = count + marginUnits * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`${-marginUnits} ${-marginUnits} ${box} ${box}`}
      width={size}
      height={size}
      className={`rounded-xl bg-white ${className}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0b0f1a" />
    </svg>
  );
}

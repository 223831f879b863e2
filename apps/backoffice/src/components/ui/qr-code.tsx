import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The authenticator QR drawn locally as SVG: the secret never goes to a remote QR service. */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    let d = '';
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) if (qr.modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
    return { path: d, count: n };
  }, [value]);
  const margin = 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      viewBox={`${-margin} ${-margin} ${count + margin * 2} ${count + margin * 2}`}
      width={size}
      height={size}
      className="rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0b0f1a" />
    </svg>
  );
}

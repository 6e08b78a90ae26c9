/** A QR code drawn as SVG (uqr's matrix): scanned by the other device's camera to open a link. */
import { encode } from 'uqr';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { border: 2 });
  let path = '';
  for (const [y, row] of data.entries()) {
    for (const [x, dark] of row.entries()) if (dark) path += `M${x} ${y}h1v1h-1z`;
  }
  return (
    <svg class="qr" viewBox={`0 0 ${size} ${size}`} width="200" height="200" role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

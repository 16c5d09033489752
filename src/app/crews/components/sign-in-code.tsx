import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The sign-in link as a QR code a phone's camera opens, drawn here as SVG (the qrcode library,
 * no service involved: the link carries the key).
 */
export function SignInCode({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((text) => {
      if (current) setSvg(text);
    });
    return () => {
      current = false;
    };
  }, [link]);
  if (!svg) return null;
  return (
    <img
      className="crews-code"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={240}
      height={240}
    />
  );
}

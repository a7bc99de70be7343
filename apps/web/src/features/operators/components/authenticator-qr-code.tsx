// The authenticator's otpauth:// address as a QR code: an SVG the server draws (so the console carries no QR library).
import { Box } from '@mantine/core';

const SIZE = 192;

export function AuthenticatorQrCode({ svg }: { svg: string }) {
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for your authenticator app"
      w={SIZE}
      h={SIZE}
      style={{ background: 'white' }}
    />
  );
}

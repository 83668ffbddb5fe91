import { QrCode } from '@chakra-ui/react';

/**
 * The otpauth URI as a QR code for the authenticator app. A module of its own, loaded lazily by
 * two-factor-card.tsx, so the QR encoder (Chakra's QrCode, uqr inside) is in no other page's bundle.
 */
export default function TwoFactorQr(props: { uri: string }) {
  return (
    <QrCode.Root value={props.uri} size="lg" encoding={{ ecc: 'M' }} aria-label="QR code for your authenticator app">
      <QrCode.Frame bg="white">
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}

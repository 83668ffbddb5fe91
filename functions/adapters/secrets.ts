import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KMSClient } from '@aws-sdk/client-kms';
import { config } from '../base/env';

/**
 * Envelope encryption for stored secrets (DESIGN §3). Each value gets a fresh 256-bit data key that
 * encrypts it with AES-256-GCM; the data key itself is encrypted by KMS in AWS, or by LOCAL_SECRET_KEY
 * at home. Stored form: "enc:v1:<kind>:<encryptedKey>:<iv>:<tag>:<ciphertext>" (base64 parts).
 */
const PREFIX = 'enc:v1:';

/**
 * The KMS client is imported on first use, as adapters/secrets-manager.ts does its client: the chat and
 * CRM functions reach this module (platform and tenant config hold secrets) but call KMS only for a
 * secret wrapped by it, and loading the client would cost each cold start 10-25 ms (node 20, here).
 */
const sdk = () => import('@aws-sdk/client-kms');
let kms: KMSClient | undefined;
async function kmsClient(): Promise<KMSClient> {
  const { KMSClient } = await sdk();
  kms ??= new KMSClient({ region: config('AWS_REGION').AWS_REGION });
  return kms;
}

function localMasterKey(): Buffer {
  const k = config('LOCAL_SECRET_KEY').LOCAL_SECRET_KEY;
  if (!k) throw new Error('Neither KMS_KEY_ID nor LOCAL_SECRET_KEY is configured');
  const key = Buffer.from(k, 'base64');
  if (key.length !== 32) throw new Error('LOCAL_SECRET_KEY must be 32 bytes, base64');
  return key;
}

/**
 * An encryption context binds a stored secret to its owner (a tenant's WhatsApp token: {clientId}): KMS
 * refuses to unwrap the data key under any other context, and at home the context is the wrapping's
 * AES-GCM additional data, so a ciphertext copied to another tenant's item does not decrypt there.
 */
export type EncryptionContext = Record<string, string>;
const aadOf = (context?: EncryptionContext) =>
  context && Object.keys(context).length
    ? Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8')
    : undefined;

function aesEncrypt(key: Buffer, plain: Buffer, aad?: Buffer) {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  if (aad) c.setAAD(aad);
  const data = Buffer.concat([c.update(plain), c.final()]);
  return { iv, tag: c.getAuthTag(), data };
}
function aesDecrypt(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, aad?: Buffer): Buffer {
  const d = createDecipheriv('aes-256-gcm', key, iv);
  if (aad) d.setAAD(aad);
  d.setAuthTag(tag);
  return Buffer.concat([d.update(data), d.final()]);
}
const b = (x: Buffer) => x.toString('base64');
const u = (x: string) => Buffer.from(x, 'base64');

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export async function encryptSecret(plain: string, context?: EncryptionContext): Promise<string> {
  let dataKey: Buffer;
  let wrapped: Buffer;
  let kind: 'kms' | 'local';
  const keyId = config('KMS_KEY_ID').KMS_KEY_ID;
  if (keyId) {
    const [client, { GenerateDataKeyCommand }] = await Promise.all([kmsClient(), sdk()]);
    const res = await client.send(
      new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    dataKey = Buffer.from(res.Plaintext!);
    wrapped = Buffer.from(res.CiphertextBlob!);
    kind = 'kms';
  } else {
    dataKey = randomBytes(32);
    const w = aesEncrypt(localMasterKey(), dataKey, aadOf(context));
    wrapped = Buffer.concat([w.iv, w.tag, w.data]);
    kind = 'local';
  }
  const e = aesEncrypt(dataKey, Buffer.from(plain, 'utf8'));
  return `${PREFIX}${kind}:${b(wrapped)}:${b(e.iv)}:${b(e.tag)}:${b(e.data)}`;
}

/** The plain text of a stored secret; one encrypted with a context needs the same context. */
export async function decryptSecret(stored: string, context?: EncryptionContext): Promise<string> {
  if (!isEncrypted(stored)) return stored;
  const [kind, wrapped, iv, tag, data] = stored.slice(PREFIX.length).split(':');
  let dataKey: Buffer;
  if (kind === 'kms') {
    const [client, { DecryptCommand }] = await Promise.all([kmsClient(), sdk()]);
    const res = await client.send(new DecryptCommand({ CiphertextBlob: u(wrapped), EncryptionContext: context }));
    dataKey = Buffer.from(res.Plaintext!);
  } else {
    const w = u(wrapped);
    dataKey = aesDecrypt(localMasterKey(), w.subarray(0, 12), w.subarray(12, 28), w.subarray(28), aadOf(context));
  }
  return aesDecrypt(dataKey, u(iv), u(tag), u(data)).toString('utf8');
}

/**
 * What the UI sees of a secret: the last 4 characters only, and none of a secret shorter than 12
 * (4 of 8 characters would be half of it).
 */
export function maskSecret(plain: string): string {
  if (!plain) return '';
  return plain.length < 12 ? '••••••••' : `••••••••${plain.slice(-4)}`;
}

/** A value the UI sent back as it was shown (masked): the stored secret stays. */
export const isMaskedSecret = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('••••');

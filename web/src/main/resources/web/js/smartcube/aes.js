// AES-128 on single 16-byte blocks through WebCrypto, which offers AES-CBC, AES-CTR and AES-GCM but no raw
// block cipher. The raw forward cipher E(x) is the first block of a CBC encryption of x with a zero IV, since
// CBC computes E(x XOR IV). The inverse cipher D(c) comes from a CBC decryption of two blocks c || p with a zero
// IV: the first output block is D(c), and the second is D(p) XOR c, which WebCrypto checks as PKCS#7 padding.
// Choosing p = E(c XOR 16 bytes of 0x10) makes that second block exactly the full padding block, so WebCrypto
// strips it and returns D(c) alone. Smart cubes use this block cipher in their own ways (see each family).

const BLOCK = 16;
const ZERO_IV = new Uint8Array(BLOCK);
const FULL_PADDING = new Uint8Array(BLOCK).fill(BLOCK);

function subtle() {
  const c = globalThis.crypto;
  if (!c || !c.subtle) throw new Error('This page needs a secure origin (https or localhost) for the cube\'s code.');
  return c.subtle;
}

/** An AES-128 key (16 bytes) ready for encryptBlock and decryptBlock. */
export async function importAesKey(keyBytes) {
  if (keyBytes.length !== BLOCK) throw new Error('an AES-128 key has 16 bytes, not ' + keyBytes.length);
  return subtle().importKey('raw', new Uint8Array(keyBytes), { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
}

/** E(block): the AES forward cipher of one 16-byte block. */
export async function encryptBlock(key, block) {
  const out = await subtle().encrypt({ name: 'AES-CBC', iv: ZERO_IV }, key, new Uint8Array(block));
  return new Uint8Array(out, 0, BLOCK).slice();
}

/** D(block): the AES inverse cipher of one 16-byte block. */
export async function decryptBlock(key, block) {
  const c = new Uint8Array(block);
  const padder = await encryptBlock(key, xor(c, FULL_PADDING));
  const both = new Uint8Array(2 * BLOCK);
  both.set(c, 0);
  both.set(padder, BLOCK);
  const out = await subtle().decrypt({ name: 'AES-CBC', iv: ZERO_IV }, key, both);
  return new Uint8Array(out);
}

/** a XOR b, byte by byte, over the length of a. */
export function xor(a, b) {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] ^ b[i];
  return out;
}

/** ECB: every 16-byte block on its own (the data's length must be a multiple of 16). */
export async function ecbDecrypt(key, data) {
  const out = new Uint8Array(data.length);
  for (let i = 0; i + BLOCK <= data.length; i += BLOCK) out.set(await decryptBlock(key, data.subarray(i, i + BLOCK)), i);
  return out;
}

export async function ecbEncrypt(key, data) {
  const out = new Uint8Array(data.length);
  for (let i = 0; i + BLOCK <= data.length; i += BLOCK) out.set(await encryptBlock(key, data.subarray(i, i + BLOCK)), i);
  return out;
}

/**
 * The cipher GAN (Gen2, Gen3, Gen4) and MoYu32 cubes share: a base key and IV, each with its first six bytes
 * salted by adding the cube's MAC address bytes in reverse order, modulo 255 (sic: 255, not 256). A packet of
 * 16 to 31 bytes is covered by two overlapping blocks, one at its start and one at its end; each block is one
 * CBC step with that IV: c = E(p XOR iv). The sender encrypts the start block first, then the end block, so the
 * receiver undoes the end block first.
 */
export class SaltedBlockCipher {
  static async create(baseKey, baseIv, mac) {
    const salt = macBytes(mac).reverse();
    const key = Uint8Array.from(baseKey);
    const iv = Uint8Array.from(baseIv);
    for (let i = 0; i < 6; i++) {
      key[i] = (baseKey[i] + salt[i]) % 255;
      iv[i] = (baseIv[i] + salt[i]) % 255;
    }
    return new SaltedBlockCipher(await importAesKey(key), iv);
  }

  constructor(key, iv) {
    this.key = key;
    this.iv = iv;
  }

  async decrypt(packet) {
    const out = Uint8Array.from(packet);
    if (out.length < BLOCK) return out;
    if (out.length > BLOCK) {
      const end = out.length - BLOCK;
      out.set(xor(await decryptBlock(this.key, out.subarray(end)), this.iv), end);
    }
    out.set(xor(await decryptBlock(this.key, out.subarray(0, BLOCK)), this.iv), 0);
    return out;
  }

  async encrypt(packet) {
    const out = Uint8Array.from(packet);
    out.set(await encryptBlock(this.key, xor(out.subarray(0, BLOCK), this.iv)), 0);
    if (out.length > BLOCK) {
      const end = out.length - BLOCK;
      out.set(await encryptBlock(this.key, xor(out.subarray(end), this.iv)), end);
    }
    return out;
  }
}

const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-]?[0-9A-Fa-f]{2}){5}$/;

/** The MAC address written as AA:BB:CC:DD:EE:FF, or null when the text is not one. */
export function normalizeMac(text) {
  const t = String(text || '').trim();
  if (!MAC_PATTERN.test(t)) return null;
  const hex = t.replace(/[:-]/g, '').toUpperCase();
  return hex.match(/../g).join(':');
}

/** The six bytes of a MAC address, in written order. */
export function macBytes(mac) {
  const norm = normalizeMac(mac);
  if (!norm) throw new Error('not a MAC address: ' + mac);
  return norm.split(':').map(h => parseInt(h, 16));
}

// AES through WebCrypto against the FIPS-197 known answer and against Node's own AES-128-ECB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCipheriv } from 'node:crypto';
import { importAesKey, encryptBlock, decryptBlock, ecbDecrypt, SaltedBlockCipher, normalizeMac } from
  '../../../main/resources/web/js/smartcube/aes.js';
import { hex, unhex, seeded, ganStyleEncrypt } from './fixtures.mjs';

test('FIPS-197 appendix C.1 known answer, both directions', async () => {
  const key = await importAesKey(unhex('000102030405060708090a0b0c0d0e0f'));
  const plain = unhex('00112233445566778899aabbccddeeff');
  assert.equal(hex(await encryptBlock(key, plain)), '69c4e0d86a7b0430d8cdb78070b4c55a');
  assert.equal(hex(await decryptBlock(key, unhex('69c4e0d86a7b0430d8cdb78070b4c55a'))), hex(plain));
});

test('single-block decryption matches Node AES-128-ECB on random blocks', async () => {
  const random = seeded(7);
  for (let n = 0; n < 50; n++) {
    const k = Uint8Array.from({ length: 16 }, random.byte);
    const p = Uint8Array.from({ length: 32 }, random.byte);
    const c = createCipheriv('aes-128-ecb', k, null).setAutoPadding(false).update(p);
    const key = await importAesKey(k);
    assert.equal(hex(await ecbDecrypt(key, c)), hex(p));
    assert.equal(hex(await encryptBlock(key, p.subarray(0, 16))), hex(c.subarray(0, 16)));
  }
});

test('the salted two-block cipher undoes an independent encryption and round-trips', async () => {
  const random = seeded(11);
  const base = Uint8Array.from({ length: 16 }, random.byte), iv = Uint8Array.from({ length: 16 }, random.byte);
  const mac = 'AB:12:CD:34:EF:56';
  const cipher = await SaltedBlockCipher.create(base, iv, mac);
  for (const length of [16, 18, 20]) {
    const plain = Uint8Array.from({ length }, random.byte);
    const sent = ganStyleEncrypt(plain, base, iv, mac);
    assert.equal(hex(await cipher.decrypt(sent)), hex(plain));
    assert.equal(hex(await cipher.encrypt(plain)), hex(sent));
  }
});

test('MAC addresses are normalised or refused', () => {
  assert.equal(normalizeMac('ab:cd:ef:01:23:45'), 'AB:CD:EF:01:23:45');
  assert.equal(normalizeMac('AB-CD-EF-01-23-45'), 'AB:CD:EF:01:23:45');
  assert.equal(normalizeMac('abcdef012345'), 'AB:CD:EF:01:23:45');
  assert.equal(normalizeMac('AB:CD:EF:01:23'), null);
  assert.equal(normalizeMac('GG:CD:EF:01:23:45'), null);
});

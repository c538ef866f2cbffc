// The smart cube families this page can follow: how to find each in the browser's device list, which services
// to open, and which decoder reads it.

import { GAN_COMPANY_IDS, GAN_GEN2, GAN_GEN3, GAN_GEN4, GAN_KEY, GanGen2Decoder, GanGen3Decoder, GanGen4Decoder,
  MOYU_AI_KEY } from './gan.js';
import { MOYU32, MOYU32_COMPANY_IDS, MoYu32Decoder } from './moyu32.js';
import { QIYI, QIYI_COMPANY_IDS, QiyiDecoder } from './qiyi.js';
import { GOCUBE, GoCubeDecoder } from './gocube.js';
import { GIIKER, GIIKER_RW, GiikerDecoder } from './giiker.js';

export const FAMILIES = [
  {
    id: 'gan', label: 'GAN', namePrefixes: ['GAN', 'MG', 'AiCube'], needsMac: true, companyIds: GAN_COMPANY_IDS,
    // Which generation a cube speaks shows in which service it offers.
    profiles: [
      { ...GAN_GEN2, create: (mac, name) => GanGen2Decoder.create(mac, name.startsWith('AiCube') ? MOYU_AI_KEY : GAN_KEY) },
      { ...GAN_GEN3, create: mac => GanGen3Decoder.create(mac) },
      { ...GAN_GEN4, create: mac => GanGen4Decoder.create(mac) },
    ],
    // The MAC address is bytes 3 to 8 of the manufacturer data (the last six of its first nine), last byte
    // first; some cubes send more bytes after it.
    macFromAdvert: bytes => {
      const head = bytes.slice(0, 9);
      return head.length >= 6 ? Array.from(head.slice(-6)).reverse() : null;
    },
  },
  {
    id: 'moyu32', label: 'MoYu', namePrefixes: ['WCU_MY3'], needsMac: true, companyIds: MOYU32_COMPANY_IDS,
    profiles: [{ ...MOYU32, create: mac => MoYu32Decoder.create(mac) }],
    macFromAdvert: bytes => bytes.length >= 6 ? Array.from(bytes.slice(-6)).reverse() : null,
    macFromName: name => /^WCU_MY32_[0-9A-F]{4}$/.test(name) ? `CF:30:16:00:${name.slice(9, 11)}:${name.slice(11, 13)}` : null,
  },
  {
    id: 'qiyi', label: 'QiYi', namePrefixes: ['QY-QYSC', 'XMD-TornadoV4-i'], needsMac: true, companyIds: QIYI_COMPANY_IDS,
    profiles: [{ ...QIYI, create: mac => QiyiDecoder.create(mac) }],
    // The MAC address is the first six bytes of the manufacturer data, last byte first.
    macFromAdvert: bytes => bytes.length >= 6 ? Array.from(bytes.slice(0, 6)).reverse() : null,
    macFromName: name => /^QY-QYSC-.-[0-9A-F]{4}$/.test(name) ? `CC:A3:00:00:${name.slice(10, 12)}:${name.slice(12, 14)}` : null,
  },
  {
    id: 'gocube', label: 'GoCube', namePrefixes: ['GoCube', 'Rubiks'], needsMac: false, companyIds: [],
    profiles: [{ ...GOCUBE, create: () => GoCubeDecoder.create() }],
  },
  {
    id: 'giiker', label: 'Giiker', namePrefixes: ['Gi', 'Mi Smart Magic Cube', 'Hi-'], needsMac: false, companyIds: [],
    profiles: [{ ...GIIKER, create: () => GiikerDecoder.create(), readFirst: true }],
    extraServices: [GIIKER_RW.service],
  },
];

/** The family whose name prefix the device name starts with, or null. */
export function familyOf(name) {
  const n = (name || '').trim();
  return FAMILIES.find(f => f.namePrefixes.some(p => n.startsWith(p))) || null;
}

/** The options for navigator.bluetooth.requestDevice that list every family. */
export function requestDeviceOptions() {
  const filters = [];
  const services = new Set();
  const companies = new Set();
  for (const f of FAMILIES) {
    for (const p of f.namePrefixes) filters.push({ namePrefix: p });
    for (const p of f.profiles) services.add(p.service);
    for (const s of f.extraServices || []) services.add(s);
    for (const c of f.companyIds) companies.add(c);
  }
  return {
    filters,
    optionalServices: [...services],
    optionalManufacturerData: [...companies],
  };
}

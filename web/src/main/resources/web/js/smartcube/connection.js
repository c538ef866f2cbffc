// One connection to a smart cube over Web Bluetooth: choose the device, learn its MAC address where its family
// needs one (from its advertisements, or else from the person, remembered per device), open its service, feed
// every notification in arrival order through the family's decoder, and write the decoder's requests.

import { FAMILIES, familyOf, requestDeviceOptions } from './families.js';
import { normalizeMac } from './aes.js';
import { GIIKER_RW } from './giiker.js';

const MAC_STORE = 'cubeguide.smartcube.mac.';
const ADVERT_WAIT_MS = 4000;
const IDLE_CHECK_MS = 500;
const READ_WAIT_MS = 1000;
const WRITE_WAIT_MS = 1000;

/** Why Web Bluetooth cannot be used here, or null when it can. */
export function bluetoothProblem(win = globalThis) {
  if (win.isSecureContext === false) return 'insecure';
  if (!win.navigator || !win.navigator.bluetooth || typeof win.navigator.bluetooth.requestDevice !== 'function') {
    return 'unsupported';
  }
  return null;
}

export function rememberedMac(device) {
  try {
    return normalizeMac(localStorage.getItem(MAC_STORE + deviceKey(device)));
  } catch (e) {
    return null;
  }
}

export function rememberMac(device, mac) {
  try {
    localStorage.setItem(MAC_STORE + deviceKey(device), mac);
  } catch (e) {
    // private mode: the person will be asked again next time
  }
}

function deviceKey(device) {
  return device.id || device.name || 'cube';
}

/** A copy of a notification's bytes (a DataView as browsers give it; an ArrayBuffer or typed array as some shims do). */
function bytesOf(value) {
  if (!value) return new Uint8Array(0);
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
}

function listen(target, type, listener) {
  if (target && typeof target.addEventListener === 'function') target.addEventListener(type, listener);
}

function unlisten(target, type, listener) {
  if (target && typeof target.removeEventListener === 'function') target.removeEventListener(type, listener);
}

function macText(bytes) {
  return bytes.map(b => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/** The MAC address from the device's advertisements, where the browser offers them; null otherwise. */
async function macFromAdvertisements(device, family) {
  if (!family.macFromAdvert || typeof device.watchAdvertisements !== 'function') return null;
  const abort = typeof AbortController === 'function' ? new AbortController() : null;
  return new Promise(resolve => {
    let done = false;
    const finish = mac => {
      if (done) return;
      done = true;
      unlisten(device, 'advertisementreceived', onAdvert);
      if (abort) abort.abort();
      resolve(mac);
    };
    const onAdvert = event => {
      const data = event.manufacturerData;
      if (!data) return;
      for (const id of family.companyIds) {
        if (data.has(id)) {
          const bytes = family.macFromAdvert(bytesOf(data.get(id)));
          if (bytes) finish(macText(bytes));
        }
      }
    };
    listen(device, 'advertisementreceived', onAdvert);
    setTimeout(() => finish(null), ADVERT_WAIT_MS);
    Promise.resolve()
      .then(() => device.watchAdvertisements(abort ? { signal: abort.signal } : undefined))
      .catch(() => finish(null));
  });
}

export class SmartCubeConnection {
  /**
   * options.askMac(device, suggestion) resolves to the MAC address the person gives (or null to give up);
   * options.onEvent(event) gets every decoder event in order; options.onDisconnect() when the link drops.
   */
  constructor(options) {
    this.options = options;
    this.device = null;
    this.queue = Promise.resolve();
    this.commandCharacteristic = null;
    this.stateCharacteristic = null;
    this.onDisconnected = () => {
      clearInterval(this.idleTimer);
      if (this.options.onDisconnect) this.options.onDisconnect();
    };
  }

  static requestOptions() {
    return requestDeviceOptions();
  }

  /** Shows the browser's device chooser; resolves to the chosen device. */
  async choose(bluetooth = navigator.bluetooth) {
    this.device = await bluetooth.requestDevice(requestDeviceOptions());
    return this.device;
  }

  get family() {
    return this.device ? familyOf(this.device.name) : null;
  }

  /** Connects to the chosen device (again, after a disconnect). */
  async connect() {
    const device = this.device;
    const family = familyOf(device.name);
    if (!family) throw new Error(`"${device.name}" is not a smart cube this page knows.`);
    let mac = null;
    if (family.needsMac) {
      mac = this.mac || rememberedMac(device) || await macFromAdvertisements(device, family);
      if (!mac) {
        mac = normalizeMac(await this.options.askMac(device, family.macFromName ? family.macFromName(device.name) : null));
        if (!mac) throw new Error('The cube cannot be read without its MAC address.');
      }
      rememberMac(device, mac);
      this.mac = mac;
    }
    unlisten(device, 'gattserverdisconnected', this.onDisconnected);
    listen(device, 'gattserverdisconnected', this.onDisconnected);
    const server = await device.gatt.connect();
    let service = null, profile = null;
    for (const p of family.profiles) {
      try {
        service = await server.getPrimaryService(p.service);
        profile = p;
        break;
      } catch (e) {
        // not this generation
      }
    }
    if (!service) throw new Error('The cube does not offer the service this page expects.');
    this.decoder = await profile.create(mac, device.name || '');
    const state = await service.getCharacteristic(profile.state);
    this.stateCharacteristic = state;
    this.commandCharacteristic = null;
    if (profile.command === profile.state) this.commandCharacteristic = state;
    else if (profile.command) {
      try {
        this.commandCharacteristic = await service.getCharacteristic(profile.command);
      } catch (e) {
        // the cube is only listened to; lost turns cannot be asked for again
      }
    }
    if (this.listener) unlisten(state, 'characteristicvaluechanged', this.listener);
    this.listener = event => {
      const source = event && (event.target || event.currentTarget);
      this.enqueue(bytesOf(source && source.value ? source.value : state.value));
    };
    listen(state, 'characteristicvaluechanged', this.listener);
    await this.stateCharacteristic.startNotifications();
    if (profile.readFirst && typeof state.readValue === 'function') {
      // The state as it is now, before any notification (a cube that does not answer is not waited for long).
      const timeout = new Promise(resolve => setTimeout(() => resolve(null), READ_WAIT_MS));
      this.run(async d => {
        const value = await Promise.race([Promise.resolve().then(() => state.readValue()).catch(() => null), timeout]);
        return value ? d.decode(bytesOf(value)) : [];
      });
    }
    // The greeting and first requests go out in order with the notifications, without holding up the page.
    this.run(d => d.startRequests());
    // A state held back while its turns might still come is taken after a quiet moment, even if nothing arrives.
    clearInterval(this.idleTimer);
    this.idleTimer = setInterval(() => this.run(d => (d.idle ? d.idle() : [])), IDLE_CHECK_MS);
    if (family.id === 'giiker') this.watchGiikerBattery(server);
    return { family, profile };
  }

  enqueue(bytes) {
    return this.run(decoder => decoder.decode(bytes));
  }

  /** Runs one decoder step after the ones before it, and passes its events on in order. */
  run(step) {
    const decoder = this.decoder;
    this.queue = this.queue.then(async () => {
      let events;
      try {
        events = await step(decoder);
      } catch (e) {
        return;
      }
      for (const event of events || []) {
        if (event.type === 'send') await this.write(event.data);
        else this.options.onEvent(event);
      }
    });
    return this.queue;
  }

  async write(data) {
    const ch = this.commandCharacteristic;
    if (!ch) return;
    const send = () => {
      if (typeof ch.writeValue === 'function') return ch.writeValue(data);
      if (typeof ch.writeValueWithResponse === 'function') return ch.writeValueWithResponse(data);
      if (typeof ch.writeValueWithoutResponse === 'function') return ch.writeValueWithoutResponse(data);
      return null;
    };
    try {
      // Notifications wait behind a write, so a write the cube never confirms is given up after a while.
      await Promise.race([Promise.resolve().then(send), new Promise(resolve => setTimeout(resolve, WRITE_WAIT_MS))]);
    } catch (e) {
      // a lost request is asked again when the counters show a gap
    }
  }

  /** Giiker reports its battery on a second service, in answer to 0xB5. */
  async watchGiikerBattery(server) {
    try {
      const service = await server.getPrimaryService(GIIKER_RW.service);
      const read = await service.getCharacteristic(GIIKER_RW.read);
      const write = await service.getCharacteristic(GIIKER_RW.write);
      read.addEventListener('characteristicvaluechanged', event => {
        const v = event.target.value;
        if (v.byteLength >= 2) this.options.onEvent({ type: 'battery', level: Math.min(v.getUint8(1), 100) });
      });
      await read.startNotifications();
      await write.writeValue(Uint8Array.of(0xb5));
    } catch (e) {
      // no battery reading on this cube
    }
  }

  async disconnect() {
    if (this.device && this.device.gatt && this.device.gatt.connected) this.device.gatt.disconnect();
  }
}

export { FAMILIES };

// A fake navigator.bluetooth for the browser tests: one recorded cube, found only when requestDevice's filters
// match its name or services; no watchAdvertisements (as on Linux); notifications played on the test's command.
(() => {
  const fromHex = h => Uint8Array.from(h.match(/../g).map(x => parseInt(x, 16)));
  const state = { recording: null, played: 0, notifying: null, writes: [], filtersSeen: null, device: null };

  class Characteristic extends EventTarget {
    constructor(uuid) {
      super();
      this.uuid = uuid;
      this.value = null;
    }
    async startNotifications() {
      if (this.uuid === state.recording.notify) state.notifying = this;
      return this;
    }
    async stopNotifications() { return this; }
    async writeValue(data) { state.writes.push({ uuid: this.uuid, bytes: Array.from(new Uint8Array(data.buffer || data)) }); }
    async writeValueWithResponse(data) { return this.writeValue(data); }
    async readValue() { throw new DOMException('not readable', 'NotSupportedError'); }
  }

  class Service {
    constructor(uuid, chars) {
      this.uuid = uuid;
      this.chars = new Map(chars.map(u => [u, new Characteristic(u)]));
    }
    async getCharacteristic(uuid) {
      const c = this.chars.get(uuid);
      if (!c) throw new DOMException('no characteristic ' + uuid, 'NotFoundError');
      return c;
    }
    async getCharacteristics() { return [...this.chars.values()]; }
  }

  class Device extends EventTarget {
    constructor(rec) {
      super();
      this.id = 'fake-' + rec.name;
      this.name = rec.name;
      const chars = [rec.notify];
      if (rec.write && rec.write !== rec.notify) chars.push(rec.write);
      const service = new Service(rec.service, chars);
      const device = this;
      this.gatt = {
        connected: false,
        device,
        async connect() { this.connected = true; return this; },
        disconnect() {
          this.connected = false;
          device.dispatchEvent(new Event('gattserverdisconnected'));
        },
        async getPrimaryService(uuid) {
          if (uuid === service.uuid) return service;
          throw new DOMException('no service ' + uuid, 'NotFoundError');
        },
      };
    }
  }

  function matches(filter, rec) {
    if (filter.name && filter.name !== rec.name) return false;
    if (filter.namePrefix && !rec.name.startsWith(filter.namePrefix)) return false;
    if (filter.services && !filter.services.every(s => s === rec.service)) return false;
    return !!(filter.name || filter.namePrefix || filter.services);
  }

  const bluetooth = {
    async getAvailability() { return true; },
    async requestDevice(options) {
      state.filtersSeen = options;
      const rec = state.recording;
      if (!rec || !(options.filters || []).some(f => matches(f, rec))) {
        throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
      }
      if (!(options.optionalServices || []).includes(rec.service)) {
        // a real browser would refuse getPrimaryService later; the page must list the service
        state.missingService = true;
      }
      state.device = new Device(rec);
      return state.device;
    },
  };
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });

  window.__fakeCube = {
    load(rec) { state.recording = rec; state.played = 0; },
    /** Plays the recorded notifications up to (not including) index `until`. */
    playUntil(until) {
      const c = state.notifying;
      if (!c) throw new Error('notifications were not started');
      while (state.played < until && state.played < state.recording.packets.length) {
        c.value = new DataView(fromHex(state.recording.packets[state.played++]).buffer);
        c.dispatchEvent(new Event('characteristicvaluechanged'));
      }
      return state.played;
    },
    /** Sends one made-up notification (hex). */
    send(hex) {
      const c = state.notifying;
      c.value = new DataView(fromHex(hex).buffer);
      c.dispatchEvent(new Event('characteristicvaluechanged'));
    },
    notifying: () => !!state.notifying,
    writes: () => state.writes,
    filters: () => state.filtersSeen,
    missingService: () => !!state.missingService,
    disconnect: () => state.device.gatt.disconnect(),
  };
})();

// The "Connect smart cube" panel: the button, the MAC address question, battery and connection state, and
// reconnection. It owns the connection and the tracker and reports every change of the live cube.

import { SmartCubeConnection, bluetoothProblem } from './connection.js';
import { CubeTracker } from './tracker.js';
import { normalizeMac } from './aes.js';

const $ = id => document.getElementById(id);

const PROBLEMS = {
  unsupported: 'This browser cannot talk to Bluetooth cubes. Smart cubes work in Chrome or Edge on a computer '
    + 'or an Android phone, and in the Bluefy browser on an iPhone or iPad. Firefox and Safari cannot connect.',
  insecure: 'Bluetooth works only on a secure page (an https address, or localhost on this computer). Open the '
    + 'guide that way, in Chrome or Edge (or Bluefy on an iPhone or iPad), to connect a smart cube.',
};

export class SmartCubePanel {
  /** onLive(change): every change of the live cube (see CubeTracker); onConnected(boolean). */
  constructor({ onLive, onConnected }) {
    this.onLive = onLive;
    this.onConnected = onConnected;
    this.tracker = null;
    this.connection = null;
    this.macWaiter = null;
    $('smart-connect').addEventListener('click', () => this.connect());
    $('smart-reconnect').addEventListener('click', () => this.reconnect());
    $('smart-mac-form').addEventListener('submit', e => {
      e.preventDefault();
      this.macGiven(true);
    });
    $('smart-mac').addEventListener('input', () => this.macGiven(false));
    const problem = bluetoothProblem(window);
    if (problem) {
      $('smart-unsupported').textContent = PROBLEMS[problem];
      $('smart-unsupported').hidden = false;
      $('smart-connect').disabled = true;
    }
  }

  status(text) {
    $('smart-status').textContent = text;
  }

  async connect() {
    const problem = bluetoothProblem(window);
    if (problem) {
      $('smart-unsupported').hidden = false;
      return;
    }
    this.tracker = new CubeTracker();
    this.tracker.subscribe(change => this.onLive(change));
    this.connection = new SmartCubeConnection({
      askMac: (device, suggestion) => this.askMac(device, suggestion),
      onEvent: event => this.onEvent(event),
      onDisconnect: () => this.disconnected(),
    });
    try {
      this.status('Choose your cube in the list the browser shows.');
      await this.connection.choose(navigator.bluetooth);
    } catch (e) {
      this.status(e && e.name === 'NotFoundError' ? 'No cube was chosen.' : 'The browser could not open its list of devices.');
      return;
    }
    await this.open();
  }

  async open() {
    const device = this.connection.device;
    $('smart-reconnect').hidden = true;
    try {
      this.status(`Connecting to ${device.name || 'the cube'}…`);
      const { family } = await this.connection.connect();
      this.status(`Connected to ${device.name || family.label}. Turn the cube: the page follows it.`);
      $('smart-connect').textContent = 'Connect another smart cube';
      this.onConnected(true);
    } catch (e) {
      this.status(e && e.message ? e.message : 'The cube could not be connected.');
      $('smart-reconnect').hidden = false;
    }
  }

  reconnect() {
    if (this.connection && this.connection.device) this.open();
  }

  disconnected() {
    this.status('The cube disconnected. Press Reconnect when it is awake (turn a face to wake it).');
    $('smart-reconnect').hidden = false;
    this.onConnected(false);
  }

  onEvent(event) {
    if (event.type === 'battery') {
      $('smart-battery').textContent = `Battery ${event.level}%`;
      $('smart-battery').hidden = false;
    } else if (event.type === 'disconnect') {
      this.connection.disconnect();
    } else {
      this.tracker.handle(event);
    }
  }

  /** Shows the MAC address question; resolves with the address the person gives. */
  askMac(device, suggestion) {
    const form = $('smart-mac-form');
    form.hidden = false;
    $('smart-mac-cube').textContent = device.name || 'this cube';
    if (suggestion && !$('smart-mac').value) $('smart-mac').placeholder = suggestion;
    $('smart-mac-status').textContent = '';
    this.status('This cube needs its MAC address before it can be read.');
    $('smart-mac').focus();
    return new Promise(resolve => { this.macWaiter = resolve; });
  }

  macGiven(submitted) {
    const mac = normalizeMac($('smart-mac').value);
    if (!mac) {
      if (submitted) $('smart-mac-status').textContent = 'Write the address as six pairs of hex digits, like AB:12:CD:34:EF:56.';
      return;
    }
    $('smart-mac-status').textContent = `Using ${mac} (remembered for this cube).`;
    if (this.macWaiter) {
      const resolve = this.macWaiter;
      this.macWaiter = null;
      resolve(mac);
    }
  }
}

// The 3D cube: 27 cubies drawn with three.js, a move animated by turning its layer about the move's axis, then
// repainted from the new state. Drag to orbit. An arrow around the turning layer shows the direction.
import * as THREE from '../vendor/three/build/three.module.min.js';
import { position, normal, turns } from './cube.js';

const STICKER_SIZE = 0.84;

export class CubeView {
  /**
   * Draws into container; returns a view whose available flag is false when WebGL is missing. colorOf(symbol) is a
   * sticker's colour, letterOf(symbol) the letter drawn on it ('' for none).
   */
  constructor(container, colorOf, letterOf = () => '') {
    this.container = container;
    this.colorOf = colorOf;
    this.letterOf = letterOf;
    this.textures = new Map();
    this.available = false;
    this.state = null;
    this.animation = null;
    try {
      this.renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
    } catch (e) {
      container.classList.add('no-webgl');
      container.textContent = '3D view unavailable in this browser (no WebGL); the net shows the cube.';
      return;
    }
    this.available = true;
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.domElement.setAttribute('role', 'img');
    this.renderer.domElement.setAttribute('aria-label', '3D cube; drag to turn the view');
    container.appendChild(this.renderer.domElement);
    this.scene = new THREE.Scene();
    this.camera = new THREE.PerspectiveCamera(32, 1, 0.1, 100);
    this.orbit = { theta: -0.62, phi: 0.52, distance: 11 };
    this.scene.add(new THREE.AmbientLight(0xffffff, 2.2));
    const light = new THREE.DirectionalLight(0xffffff, 1.4);
    light.position.set(4, 8, 6);
    this.scene.add(light);
    this.cube = new THREE.Group();
    this.scene.add(this.cube);
    this.buildCubies();
    this.arrow = null;
    this.dragging = null;
    this.installDrag();
    new ResizeObserver(() => this.resize()).observe(container);
    this.resize();
    this.placeCamera();
    const loop = time => {
      this.tick(time);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  buildCubies() {
    const body = new THREE.BoxGeometry(0.96, 0.96, 0.96);
    const bodyMaterial = new THREE.MeshStandardMaterial({ color: 0x16181d, roughness: 0.6 });
    const sticker = roundedSquare(STICKER_SIZE, 0.12);
    this.cubies = [];
    for (let x = -1; x <= 1; x++) {
      for (let y = -1; y <= 1; y++) {
        for (let z = -1; z <= 1; z++) {
          const cubie = new THREE.Group();
          cubie.position.set(x, y, z);
          cubie.userData.home = [x, y, z];
          cubie.add(new THREE.Mesh(body, bodyMaterial));
          this.cube.add(cubie);
          this.cubies.push(cubie);
        }
      }
    }
    this.stickers = [];
    for (let i = 0; i < 54; i++) {
      const p = position(i);
      const n = normal(Math.floor(i / 9));
      const cubie = this.cubies.find(c => c.userData.home.every((v, k) => v === p[k]));
      const mesh = new THREE.Mesh(sticker, new THREE.MeshStandardMaterial({ color: 0x888888, roughness: 0.35 }));
      mesh.position.set(n[0] * 0.485, n[1] * 0.485, n[2] * 0.485);
      mesh.lookAt(new THREE.Vector3(n[0], n[1], n[2]));
      cubie.add(mesh);
      this.stickers.push(mesh);
    }
  }

  installDrag() {
    const el = this.renderer.domElement;
    el.style.touchAction = 'none';
    el.addEventListener('pointerdown', e => {
      this.dragging = { x: e.clientX, y: e.clientY };
      el.setPointerCapture(e.pointerId);
    });
    el.addEventListener('pointermove', e => {
      if (!this.dragging) return;
      this.orbit.theta -= (e.clientX - this.dragging.x) * 0.01;
      this.orbit.phi = Math.max(-1.45, Math.min(1.45, this.orbit.phi + (e.clientY - this.dragging.y) * 0.01));
      this.dragging = { x: e.clientX, y: e.clientY };
      this.placeCamera();
    });
    const end = () => { this.dragging = null; };
    el.addEventListener('pointerup', end);
    el.addEventListener('pointercancel', end);
  }

  /** Back to the standard view: front, right and up faces visible. */
  resetView() {
    this.orbit = { theta: -0.62, phi: 0.52, distance: this.orbit.distance };
    this.placeCamera();
  }

  placeCamera() {
    if (!this.available) return;
    const { theta, phi, distance } = this.orbit;
    this.camera.position.set(distance * Math.cos(phi) * Math.sin(-theta), distance * Math.sin(phi),
      distance * Math.cos(phi) * Math.cos(theta));
    this.camera.lookAt(0, 0, 0);
    this.dirty = true;
    // The arrow of a face that turned away (or into view) while orbiting is redrawn in the other style.
    if (this.arrowMove && this.facesCamera(this.arrowMove) !== this.arrowFacesCamera) this.showArrow(this.arrowMove);
  }

  resize() {
    if (!this.available) return;
    const w = Math.max(50, this.container.clientWidth);
    const h = Math.max(50, this.container.clientHeight);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    // A narrow view moves the camera back so that the cube and the arrows around it still fit.
    this.orbit.distance = 11 * Math.max(1, 1 / this.camera.aspect);
    this.camera.updateProjectionMatrix();
    this.placeCamera();
    this.dirty = true;
  }

  /** Shows a state at once (stopping any animation). */
  setState(state) {
    this.finishAnimation();
    this.state = state;
    if (!this.available) return;
    this.paintStickers(state);
  }

  /** Colours each sticker; with letters on, a sticker is a texture of its colour with its letter. */
  paintStickers(state) {
    for (let i = 0; i < 54; i++) {
      const material = this.stickers[i].material;
      const colour = this.colorOf(state[i]);
      const letter = this.letterOf(state[i]);
      if (letter) {
        material.map = this.letterTexture(colour, letter);
        material.color.set(0xffffff);
      } else {
        material.map = null;
        material.color.set(colour);
      }
      material.needsUpdate = true;
    }
    this.dirty = true;
  }

  letterTexture(colour, letter) {
    const key = colour + letter;
    if (!this.textures.has(key)) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 64;
      const context = canvas.getContext('2d');
      context.fillStyle = colour;
      context.fillRect(0, 0, 64, 64);
      context.fillStyle = '#000000';
      context.font = 'bold 40px system-ui, sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(letter, 32, 35);
      const texture = new THREE.CanvasTexture(canvas);
      texture.colorSpace = THREE.SRGBColorSpace;
      this.textures.set(key, texture);
    }
    return this.textures.get(key);
  }

  /** Repaints with new colours (after the colour scheme changed). */
  repaint() {
    if (this.state) this.setState(this.state);
  }

  /** Animates a move from the current state to next; resolves when done. */
  animate(move, next, durationMs) {
    this.finishAnimation();
    if (!this.available || durationMs <= 0) {
      this.setState(next);
      return Promise.resolve();
    }
    const pivot = new THREE.Group();
    this.cube.add(pivot);
    for (const cubie of this.cubies) {
      if (turns(move, cubie.userData.home)) pivot.attach(cubie);
    }
    const a = normal(move.axisIndex);
    const axis = new THREE.Vector3(a[0], a[1], a[2]);
    const angle = -(Math.PI / 2) * (move.amount === 3 ? -1 : move.amount);
    const duration = durationMs * (move.amount === 2 ? 1.4 : 1);
    return new Promise(resolve => {
      this.animation = { pivot, axis, angle, start: null, duration, next, resolve };
      this.dirty = true;
    });
  }

  /** Ends a running animation at its final state. */
  finishAnimation() {
    const animation = this.animation;
    if (!animation) return;
    this.animation = null;
    for (const cubie of [...animation.pivot.children]) {
      this.cube.attach(cubie);
      cubie.position.set(...cubie.userData.home);
      cubie.rotation.set(0, 0, 0);
    }
    this.cube.remove(animation.pivot);
    this.state = animation.next;
    this.paintStickers(animation.next);
    animation.resolve();
  }

  tick(time) {
    const animation = this.animation;
    if (animation) {
      if (animation.start === null) animation.start = time;
      const t = Math.min(1, (time - animation.start) / animation.duration);
      const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
      animation.pivot.quaternion.setFromAxisAngle(animation.axis, animation.angle * eased);
      this.dirty = true;
      if (t >= 1) this.finishAnimation();
    }
    if (this.dirty) {
      this.renderer.render(this.scene, this.camera);
      this.dirty = false;
    }
  }

  /** Shows an arrow around the layer of move (or none for null). */
  showArrow(move) {
    if (!this.available) return;
    if (this.arrow) {
      this.scene.remove(this.arrow);
      this.arrow.traverse(o => o.geometry && o.geometry.dispose());
      this.arrow = null;
    }
    this.arrowMove = move;
    if (move) {
      this.arrowFacesCamera = this.facesCamera(move);
      this.arrow = makeArrow(move, this.arrowFacesCamera);
      this.scene.add(this.arrow);
    }
    this.dirty = true;
  }

  /** Whether the face a move turns can be seen from the camera. */
  facesCamera(move) {
    const a = normal(move.axisIndex);
    const c = this.camera.position.clone().normalize();
    return a[0] * c.x + a[1] * c.y + a[2] * c.z > 0.15;
  }
}

/**
 * A curved arrow in the plane of the turning layer, pointing the way the layer turns: in front of a face the camera
 * sees, else (a hidden face, a slice, the whole cube) as a belt around the layer, whose near side shows the way.
 */
function makeArrow(move, facing) {
  const whole = move.depths.length === 3;
  const slice = move.depths.length === 1 && move.depths[0] === 0;
  const belt = whole || slice || !facing;
  const radius = whole ? 2.3 : belt ? 2.2 : 1.05;
  const offset = whole || slice ? 0 : belt ? Math.max(...move.depths) - (move.depths.length > 1 ? 0.5 : 0) : 1.62;
  const clockwise = move.amount !== 3;
  const sweep = belt ? Math.PI * 1.7 : move.amount === 2 ? Math.PI * 1.55 : Math.PI * 1.1;
  const start = Math.PI * 0.85;
  // Clockwise as seen from outside (looking down -axis) is decreasing angle in the layer's local frame.
  const sign = clockwise ? -1 : 1;
  const points = [];
  const steps = 48;
  for (let k = 0; k <= steps; k++) {
    const t = start + sign * sweep * (k / steps);
    points.push(new THREE.Vector3(radius * Math.cos(t), radius * Math.sin(t), 0));
  }
  const color = 0xff2d95;
  const material = () => new THREE.MeshBasicMaterial({ color, transparent: true, opacity: 0.95, depthTest: belt });
  const group = new THREE.Group();
  const tube = new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(points), 64, 0.07, 10, false), material());
  tube.renderOrder = 10;
  group.add(tube);
  const heads = belt ? [steps, Math.round(steps * 0.5)] : move.amount === 2 ? [steps, Math.round(steps * 0.55)] : [steps];
  for (const k of heads) {
    const end = points[k];
    const before = points[k - 1];
    const direction = end.clone().sub(before).normalize();
    const cone = new THREE.Mesh(new THREE.ConeGeometry(0.2, 0.42, 20), material());
    cone.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction);
    cone.position.copy(end).addScaledVector(direction, 0.12);
    cone.renderOrder = 11;
    group.add(cone);
  }
  const a = normal(move.axisIndex);
  const axis = new THREE.Vector3(a[0], a[1], a[2]);
  group.quaternion.setFromUnitVectors(new THREE.Vector3(0, 0, 1), axis);
  group.position.copy(axis).multiplyScalar(offset);
  return group;
}

function roundedSquare(size, r) {
  const s = size / 2;
  const shape = new THREE.Shape();
  shape.moveTo(-s + r, -s);
  shape.lineTo(s - r, -s);
  shape.quadraticCurveTo(s, -s, s, -s + r);
  shape.lineTo(s, s - r);
  shape.quadraticCurveTo(s, s, s - r, s);
  shape.lineTo(-s + r, s);
  shape.quadraticCurveTo(-s, s, -s, s - r);
  shape.lineTo(-s, -s + r);
  shape.quadraticCurveTo(-s, -s, -s + r, -s);
  const geometry = new THREE.ShapeGeometry(shape);
  // The shape's UVs are its coordinates; a letter texture needs them from 0 to 1 across the sticker.
  const uv = geometry.attributes.uv;
  for (let i = 0; i < uv.count; i++) uv.setXY(i, (uv.getX(i) + s) / size, (uv.getY(i) + s) / size);
  return geometry;
}

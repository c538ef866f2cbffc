// A second entry module: the page must have one.
import { state } from './state.js';

state.ready = true;

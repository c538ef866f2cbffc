// The entry: loads the features.
import { showGuide } from './guide.js';
import('./sheet.js').then(sheet => sheet.print());

showGuide();

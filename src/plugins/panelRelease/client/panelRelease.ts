import type {ClientModule} from '@docusaurus/types';
import {PANEL_RELEASE_CONTROL_CLASS} from '../options';
import {releaseControls, storedRelease} from './control';

/**
 * The part of the "Your panel version" control every page loads: it enables the control, and
 * loads the rest (./applyRelease.ts: the release list, the choice, the page marks) when the reader
 * reaches for the control or has chosen a release before.
 */
let started = false;

function start(): void {
  started = true;
  import('./applyRelease').then(
    (code) => code.showChosenRelease(),
    // The page keeps describing the current release, as its text says.
    () => {
      started = false;
    },
  );
}

function enableControls(): void {
  for (const select of releaseControls()) {
    select.disabled = false;
  }
}

if (typeof document !== 'undefined') {
  const reachedFor = (event: Event): void => {
    if ((event.target as Element | null)?.closest?.(`.${PANEL_RELEASE_CONTROL_CLASS}`)) {
      start();
    }
  };
  document.addEventListener('pointerover', reachedFor);
  document.addEventListener('focusin', reachedFor);
  // The phone menu renders its copy of the control when the menu button is pressed.
  document.addEventListener('click', () => requestAnimationFrame(enableControls));
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    enableControls();
    if (started || storedRelease() !== null) {
      start();
    }
  },
};

export default clientModule;

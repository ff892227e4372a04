import { ParticlesProvider, Particles, type IParticlesProps } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';

type Engine = Parameters<typeof loadSlim>[0];
type Plugin = Parameters<Engine['pluginManager']['addPlugin']>[0];

/** The particle background (docs/product-rules.md#constants): 30 particles, repulse on hover, push 4 on click. */
const PARTICLE_COUNT = 30;
const PUSH_QUANTITY = 4;

// Module-level so its identity is stable: <Particles> reloads whenever its options object changes.
const options: IParticlesProps['options'] = {
  fullScreen: { enable: false },
  background: { color: { value: 'transparent' } },
  fpsLimit: 60,
  detectRetina: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: PARTICLE_COUNT, density: { enable: false } },
    paint: { fill: { enable: true, color: { value: ['#ffffff', '#f4b942'] }, opacity: 0.7 } },
    shape: { type: 'circle' },
    size: { value: { min: 1.5, max: 3.5 } },
    opacity: { value: { min: 0.35, max: 0.8 } },
    links: { enable: true, color: '#ffffff', distance: 140, opacity: 0.25, width: 1 },
    move: { enable: true, speed: 1, outModes: 'bounce' },
  },
  interactivity: {
    // Only the hero reacts (the default, 'window', would push particles for clicks anywhere on the page);
    // the hero's text lets the pointer through to the canvas, its buttons do not.
    detectsOn: 'canvas',
    events: {
      onHover: { enable: true, mode: 'repulse' },
      onClick: { enable: true, mode: 'push' },
    },
    modes: {
      repulse: { distance: 110, duration: 0.4 },
      push: { quantity: PUSH_QUANTITY },
    },
  },
};

/** A promise that settles in a task of its own: the browser paints and answers a tap before what follows it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws nothing: it hands the browser a turn between the steps of the canvas's start (once the plugins are set up for
 * it, and once the canvas is), which the engine otherwise runs in one go: one task of 150-200 ms on a mid-range phone
 * that a tap in the hero would wait behind, now three of 50-85 ms.
 */
const stepwiseStart: Plugin = {
  id: 'stepwise-start',
  getPlugin: () => Promise.resolve({ preInit: nextTask, init: nextTask }),
  loadOptions: () => undefined,
  needsPlugin: () => true,
};

/** The slim bundle's plugins, then the turn-taking one, added last after a turn of its own. */
async function loadPlugins(engine: Engine): Promise<void> {
  await loadSlim(engine);
  await engine.pluginManager.register(async () => {
    await nextTask();
    engine.pluginManager.addPlugin(stepwiseStart);
  });
}

/** The hero's decorative background canvas; loaded lazily, after the hero has painted. */
export function HeroParticles() {
  return (
    <ParticlesProvider init={loadPlugins}>
      <Particles id="hero-particles" className="home-hero__particles" options={options} />
    </ParticlesProvider>
  );
}

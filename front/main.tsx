import { lazyScreen } from '../common/lazyScreen.ts';
import { mountApp } from '../common/mountApp.tsx';
import { currentSite } from '../common/site.ts';
import { App } from './App.tsx';

// The training site (formation.*) is the front office in training mode: its own routes, the demo account.
const TrainingApp = lazyScreen(() => import('./training/TrainingApp.tsx'), 'TrainingApp');
mountApp(currentSite() === 'formation' ? TrainingApp : App, { titleKey: 'app.name' });

import { adoptHandoff } from '../common/handoff.ts';
import { mountApp } from '../common/mountApp.tsx';
import { App } from './App.tsx';

adoptHandoff();
mountApp(App, { titleKey: 'contingents.name' });

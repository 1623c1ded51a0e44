import { mountApp } from '../common/mountApp.tsx';
import { App } from './App.tsx';

mountApp(App, { titleKey: 'contingents.name', primary: '#0f766e' });

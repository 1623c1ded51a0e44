import { mountApp } from '../common/mountApp.tsx';
import { App } from './App.tsx';

mountApp(App, { titleKey: 'app.name', primary: '#1a56db' });

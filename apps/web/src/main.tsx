import './app/styles';
import { startApp } from './app/start-app';

const root = document.getElementById('root');
if (root) startApp(root);

import { render } from 'preact';
import { App } from './app';
import './styles.css';

const root = document.getElementById('app') as HTMLElement;
// The loading shell of index.html goes: Preact renders into an empty element.
root.replaceChildren();
render(<App />, root);

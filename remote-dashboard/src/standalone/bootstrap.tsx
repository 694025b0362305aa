import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandInHost } from './stand-in-host';

const container = document.getElementById('root');
if (!container) throw new Error('The stand-in page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StandInHost />
    </BrowserRouter>
  </StrictMode>,
);

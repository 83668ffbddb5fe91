import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/**
 * The app's router. main.tsx creates it in a task of its own: created when this module loaded, it was a
 * fifth of the task that evaluates the app's code (matching the location against every route, ~5 ms of
 * CPU, ~20 ms at Lighthouse's 4x slowdown), which on a phone is a long task that blocks input.
 */
export const createAppRouter = () => createBrowserRouter(appRoutes);

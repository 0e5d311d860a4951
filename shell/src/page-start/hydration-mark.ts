/**
 * How a server-rendered page says which of its parts the browser app has hydrated. The whole app
 * and each Suspense area sit in an element carrying this attribute (`HydrationArea`): "pending"
 * in the server's HTML and while React hydrates that part, "done" once it has. The page's start
 * script lets a press reach a button only when the button's nearest such element is done.
 */
export const HYDRATION_ATTRIBUTE = 'data-hydration';

export const HYDRATION_PENDING = 'pending';
export const HYDRATION_DONE = 'done';

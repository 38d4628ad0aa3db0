/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

// Loaded on first use by MotionRoot, so the animation engine stays out of the entry chunk.
export { domAnimation as default } from 'framer-motion';

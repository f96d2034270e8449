import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Motion for the signed-in app: honours the person's "reduce motion" setting, and fetches the
 * animation features only when something animates (`strict`: only the light `m` components
 * are allowed, so a stray `motion.div` cannot pull the full bundle into /login).
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

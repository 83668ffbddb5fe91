import { Box } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { IndustriesSection } from '../components/industries-section';
import { LandingNav } from '../components/landing-nav';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';
import { IdlePart, idleSection } from '../lazy-section';

// Below the fold and interactive: the prerendered HTML shows them at once; their code loads and they
// hydrate when the browser is idle, so they cost nothing before first paint (issue 16).
const DemoSection = idleSection(() => import('../components/demo-section'), 'DemoSection');
const TestimonialsSection = idleSection(() => import('../components/testimonials-section'), 'TestimonialsSection');
const CtaSection = idleSection(() => import('../components/cta-section'), 'CtaSection');
const NewsletterSection = idleSection(() => import('../components/newsletter-section'), 'NewsletterSection');

/**
 * A section that hydrates on its own: React hydrates each dehydrated Suspense boundary as separate,
 * interruptible work after the shell, so hydrating the page is many short tasks rather than one long one
 * that would block a phone's main thread (Lighthouse's Total Blocking Time).
 */
function Slice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The public marketing page (spec part 1 §2), in the spec's section order. */
export function LandingPage() {
  return (
    <>
      <Slice>
        <LandingNav />
      </Slice>
      <Box as="main">
        <Slice>
          <HeroSection />
        </Slice>
        <Slice>
          <FeaturesSection />
        </Slice>
        <Slice>
          <IndustriesSection />
        </Slice>
        <IdlePart>
          <DemoSection />
        </IdlePart>
        <IdlePart>
          <TestimonialsSection />
        </IdlePart>
        <Slice>
          <PricingSection />
        </Slice>
        <IdlePart>
          <CtaSection />
        </IdlePart>
        <IdlePart>
          <NewsletterSection />
        </IdlePart>
      </Box>
      <Slice>
        <SiteFooter />
      </Slice>
    </>
  );
}

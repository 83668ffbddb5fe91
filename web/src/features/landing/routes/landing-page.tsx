import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { afterIdle, lazyNamed } from '../../../lib/lazy-named';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { IndustriesSection } from '../components/industries-section';
import { LandingNav } from '../components/landing-nav';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';

// Below the fold and interactive: the prerendered HTML shows them at once; their code loads and they
// hydrate when the browser is idle, so they cost nothing before first paint (issue 16).
const idle = { after: afterIdle };
const DemoSection = lazyNamed(() => import('../components/demo-section'), 'DemoSection', idle);
const TestimonialsSection = lazyNamed(() => import('../components/testimonials-section'), 'TestimonialsSection', idle);
const CtaSection = lazyNamed(() => import('../components/cta-section'), 'CtaSection', idle);
const NewsletterSection = lazyNamed(() => import('../components/newsletter-section'), 'NewsletterSection', idle);

/** The public marketing page (spec part 1 §2), in the spec's section order. */
export function LandingPage() {
  return (
    <>
      <LandingNav />
      <Box as="main">
        <HeroSection />
        <FeaturesSection />
        <IndustriesSection />
        <Suspense fallback={null}>
          <DemoSection />
        </Suspense>
        <Suspense fallback={null}>
          <TestimonialsSection />
        </Suspense>
        <PricingSection />
        <Suspense fallback={null}>
          <CtaSection />
        </Suspense>
        <Suspense fallback={null}>
          <NewsletterSection />
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  );
}

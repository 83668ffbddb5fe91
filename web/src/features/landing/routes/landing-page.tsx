import { Box } from '@chakra-ui/react';
import { CtaSection } from '../components/cta-section';
import { DemoSection } from '../components/demo-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { IndustriesSection } from '../components/industries-section';
import { LandingNav } from '../components/landing-nav';
import { NewsletterSection } from '../components/newsletter-section';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';
import { TestimonialsSection } from '../components/testimonials-section';

/** The public marketing page (spec part 1 §2), in the spec's section order. */
export function LandingPage() {
  return (
    <>
      <LandingNav />
      <Box as="main">
        <HeroSection />
        <FeaturesSection />
        <IndustriesSection />
        <DemoSection />
        <TestimonialsSection />
        <PricingSection />
        <CtaSection />
        <NewsletterSection />
      </Box>
      <SiteFooter />
    </>
  );
}

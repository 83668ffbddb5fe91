import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useRouteTitle } from '../lib/route-title';

export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/** A screen that failed to load or render (most often a chunk lost to a redeploy): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center minH="100vh" as="main">
      <VStack gap="4" textAlign="center" px="6">
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="gray.600">This page could not be shown. Reloading usually fixes it.</Text>
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </VStack>
    </Center>
  );
}

import { Text, Title } from '@mantine/core';

export default function CuratedPage() {
  return (
    <>
      <Title order={2}>Curated interactions</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

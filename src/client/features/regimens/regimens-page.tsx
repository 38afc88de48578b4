import { Text, Title } from '@mantine/core';

export default function RegimensPage() {
  return (
    <>
      <Title order={2}>Treatment plans</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

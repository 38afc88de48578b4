import { Text, Title } from '@mantine/core';

export default function ComparePage() {
  return (
    <>
      <Title order={2}>Drug comparison</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

import { Text, Title } from '@mantine/core';

export default function MonographPage() {
  return (
    <>
      <Title order={2}>Drug monograph</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

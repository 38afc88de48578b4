import { Text, Title } from '@mantine/core';

export default function InteractionsPage() {
  return (
    <>
      <Title order={2}>Interaction checker</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

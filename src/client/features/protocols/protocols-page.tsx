import { Text, Title } from '@mantine/core';

export default function ProtocolsPage() {
  return (
    <>
      <Title order={2}>Protocols</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

import { Text, Title } from '@mantine/core';

export default function DatabasePage() {
  return (
    <>
      <Title order={2}>Drug database</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

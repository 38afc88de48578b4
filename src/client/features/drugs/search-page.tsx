import { Text, Title } from '@mantine/core';

export default function SearchPage() {
  return (
    <>
      <Title order={2}>Drug search</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}

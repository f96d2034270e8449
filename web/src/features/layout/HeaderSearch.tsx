import { Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import { showSnackbar } from '../snackbar/snackbar';

export function HeaderSearch() {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!term.trim()) return;
        showSnackbar({
          message: intl.formatMessage(
            {
              id: 'search.notReady',
              defaultMessage: 'Search for "{term}" will be available with the workflow screens.',
            },
            { term: term.trim() },
          ),
        });
      }}
    >
      <InputGroup startElement={<LuSearch />} width={{ base: '40', lg: '64' }}>
        <Input
          size="sm"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search' })}
          aria-label={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search' })}
        />
      </InputGroup>
    </form>
  );
}

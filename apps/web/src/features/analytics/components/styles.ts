// Component styles only the dashboard needs; they load with its lazy chunk.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';

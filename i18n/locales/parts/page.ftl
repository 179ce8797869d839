# English words of the page (page); merged into en.ftl when done.


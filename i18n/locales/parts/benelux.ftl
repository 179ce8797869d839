# English words of the page (benelux); merged into en.ftl when done.


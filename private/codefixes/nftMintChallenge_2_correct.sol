    function withdraw(uint8 amount) external {
        require(balance >= amount, "The hive has no BEE left for you");
        balance -= amount;
        require(token.transfer(msg.sender, uint256(amount) * 1 ether), "BEE transfer failed");
    }
